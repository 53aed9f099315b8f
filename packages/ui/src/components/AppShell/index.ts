export { AppShell, type AppShellProps } from './AppShell';
export { SideNav, SideNavItem, type SideNavItemProps, type SideNavProps } from './SideNav';
