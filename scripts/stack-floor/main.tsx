// The smallest signed-in page the design card's stack can make (`npm run bench:web` builds it and
// prints its size as the floor under every signed-in screen's first load): React 19, react-router's
// declarative router, Chakra's lean system with two recipes, a MobX store read by an observer, an
// SWR request and a socket.io connection, drawing one table. No app code, one chunk.
import {
  Box,
  Button,
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  Table,
} from '@chakra-ui/react';
import { buttonRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { io } from 'socket.io-client';
import useSWR from 'swr';

const system = createSystem(defaultBaseConfig, {
  theme: { recipes: { button: buttonRecipe }, slotRecipes: { table: tableSlotRecipe } },
});

class Session {
  name: string | null = 'Ada';
  constructor() {
    makeAutoObservable(this);
  }
  signOut() {
    this.name = null;
  }
}
const session = new Session();

const List = observer(function List() {
  const { data } = useSWR<{ id: string; name: string }[]>('/api/users', (url: string) =>
    fetch(url).then((response) => response.json()),
  );
  useEffect(() => {
    const socket = io({ transports: ['websocket'] });
    socket.on('new_notification', () => undefined);
    return () => {
      socket.disconnect();
    };
  }, []);
  return (
    <Box p="4">
      <Link to="/">{session.name}</Link>
      <Button onClick={() => session.signOut()}>Sign out</Button>
      <Table.Root>
        <Table.Body>
          {data?.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>{user.name}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <ChakraProvider value={system}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<List />} />
      </Routes>
    </BrowserRouter>
  </ChakraProvider>,
);
