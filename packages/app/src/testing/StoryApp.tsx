import { Box, Code, Text } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

import type { TRole } from '@portal/contracts';

import { AppProviders } from '@/app/AppProviders';
import { DataProvider } from '@/app/DataProvider';
import { dropSessionToken, startSession } from '@/lib/session/session';
import { SessionExpiredProvider } from '@/lib/session/SessionExpiredContext';
import { RootStore } from '@/stores/RootStore';

import { loginUserFixture } from './fixtures';

/** How a screen story sets up the app around the screen (`parameters.app`). */
export interface StoryAppParameters {
  /** The URL the story opens, e.g. '/reset-password/abc'. */
  route?: string;
  /** The route pattern the screen is mounted on, e.g. '/reset-password/:token'. */
  path?: string;
  /** Signs in a user of this role before rendering (a long-lived fake token). */
  signedInAs?: TRole;
  /** A page the history holds before `route`, so that the screen can go back to it. */
  cameFrom?: string;
}

/** What a layout's <Outlet /> shows in a story: a stand-in page. */
function StandInPage() {
  return (
    <Box p="6">
      <Text>The page of the current route goes here.</Text>
    </Box>
  );
}

/** Where a screen navigated to: the stories assert on this text. */
function NavigatedAway() {
  const location = useLocation();
  return (
    // The whole address (query included) in an attribute: the stories check where a link led
    // without changing what the page shows.
    <Box p="6" role="status" data-location={`${location.pathname}${location.search}`}>
      <Text>
        Navigated to <Code>{location.pathname}</Code>
      </Text>
    </Box>
  );
}

// An unsigned token that decodes with a far expiry: enough for the client-side checks.
const storyToken = (role: TRole) => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: role, role, exp: 4102444800 })}.c3Rvcnk`;
};

/** Renders a screen inside the app's providers and a memory router, as the app would. */
export function StoryApp({
  children,
  parameters = {},
}: {
  children: ReactNode;
  parameters?: StoryAppParameters;
}) {
  const { route = '/', path = route, signedInAs, cameFrom } = parameters;
  const [store] = useState(() => {
    const root = new RootStore();
    if (signedInAs) {
      startSession(root, storyToken(signedInAs), loginUserFixture(signedInAs));
    } else {
      dropSessionToken();
    }
    return root;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: children, children: [{ index: true, element: <StandInPage /> }] },
        { path: '*', element: <NavigatedAway /> },
      ],
      cameFrom
        ? { initialEntries: [cameFrom, route], initialIndex: 1 }
        : { initialEntries: [route] },
    ),
  );
  return (
    <AppProviders store={store} withUi={false}>
      <DataProvider isolatedCache>
        <SessionExpiredProvider value={() => void router.navigate('/')}>
          <RouterProvider router={router} />
        </SessionExpiredProvider>
      </DataProvider>
    </AppProviders>
  );
}

/** The screen stories' decorator: the story inside the app, set up by `parameters.app`. */
export const withStoryApp: Decorator = (Story, context) => (
  <StoryApp parameters={context.parameters.app as StoryAppParameters | undefined}>
    <Story />
  </StoryApp>
);
