import { observer } from 'mobx-react-lite';

import { ColorModePicker, SectionCard } from '@portal/ui';

import { useStores } from '@/stores/StoreProvider';

/** Light, dark, or the device's own setting (the default), kept on this device. */
export const AppearanceSection = observer(function AppearanceSection() {
  const { preferences } = useStores();
  return (
    <SectionCard
      title="Appearance"
      description="By default the app follows your device’s light or dark setting."
    >
      <ColorModePicker
        label="Light or dark"
        value={preferences.colorMode}
        onValueChange={(mode) => preferences.setColorMode(mode)}
      />
    </SectionCard>
  );
});
