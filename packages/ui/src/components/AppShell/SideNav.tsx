import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';

import { sideNavSlotRecipe } from '../../theme/recipes/app-shell';
import { Tooltip } from '../Tooltip';
import { AppShellContext } from './context';

const CollapsedContext = createContext(false);

export interface SideNavProps {
  /** Shows icons only, each named by a tooltip; by default the AppShell around it decides. */
  isCollapsed?: boolean;
  /** The navigation's accessible name. */
  label?: string;
  /** SideNavItem elements. */
  children: ReactNode;
}

/** The sidebar's list of links; collapsed, it shows icons with their labels as tooltips. */
export function SideNav({ isCollapsed, label = 'Main', children }: SideNavProps) {
  const shell = useContext(AppShellContext);
  const collapsed = isCollapsed ?? shell?.isNavCollapsed ?? false;
  const styles = useSlotRecipe({ recipe: sideNavSlotRecipe })({ collapsed });
  return (
    <chakra.nav aria-label={label} css={styles.root}>
      <chakra.ul css={styles.list}>
        <CollapsedContext.Provider value={collapsed}>{children}</CollapsedContext.Provider>
      </chakra.ul>
    </chakra.nav>
  );
}

export interface SideNavItemProps {
  /** The icon before the label; give each item its own, the collapsed rail shows icons only. */
  icon: ReactNode;
  /** The link text, and the tooltip when the navigation is collapsed. */
  label: string;
  /**
   * The link element (the app passes its router's link, e.g. `<NavLink to="/x" />`). It gets
   * the item's styles, icon and label; mark the current page with `aria-current="page"`.
   */
  link: ReactElement<{ children?: ReactNode }>;
}

/** One link of the side navigation. */
export function SideNavItem({ icon, label, link }: SideNavItemProps) {
  const isCollapsed = useContext(CollapsedContext);
  const styles = useSlotRecipe({ recipe: sideNavSlotRecipe })({ collapsed: isCollapsed });
  const item = (
    <chakra.a asChild css={styles.item}>
      {cloneElement(
        link,
        {},
        <>
          <chakra.span css={styles.icon} aria-hidden="true">
            {icon}
          </chakra.span>
          <chakra.span css={styles.label}>{label}</chakra.span>
        </>,
      )}
    </chakra.a>
  );
  return (
    <chakra.li>
      {isCollapsed ? (
        // The label stays in the link for screen readers; the tooltip shows it on hover and focus.
        <Tooltip content={label} positioning={{ placement: 'right' }} showArrow={false}>
          {item}
        </Tooltip>
      ) : (
        item
      )}
    </chakra.li>
  );
}
