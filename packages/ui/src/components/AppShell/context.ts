import { createContext } from 'react';

/** What the shell tells the navigation inside it. */
export interface AppShellContextValue {
  /** Whether the navigation shows icons only (the collapsed rail) or icons and labels. */
  isNavCollapsed: boolean;
}

export const AppShellContext = createContext<AppShellContextValue | null>(null);
