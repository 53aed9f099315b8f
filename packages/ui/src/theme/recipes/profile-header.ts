import { defineSlotRecipe } from '@chakra-ui/react';

export const profileHeaderSlotRecipe = defineSlotRecipe({
  className: 'profile-header',
  slots: ['root', 'text', 'name', 'email', 'subtitle', 'badge'],
  base: {
    root: { display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap', minW: '0' },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' },
    name: { textStyle: 'xl', fontWeight: 'semibold', color: 'fg', overflowWrap: 'anywhere' },
    email: { color: 'fg.muted', overflowWrap: 'anywhere' },
    subtitle: { textStyle: 'sm', color: 'fg.muted' },
    badge: { flexShrink: '0' },
  },
});
