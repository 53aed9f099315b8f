import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';

const CollapsedContext = createContext(false);

export interface SideNavProps {
  /** Shows icons only; the labels stay readable by screen readers. */
  isCollapsed?: boolean;
  /** SideNavItem elements. */
  children: ReactNode;
}

/** The sidebar's list of links; collapsed, it shows icons only. */
export function SideNav({ isCollapsed = false, children }: SideNavProps) {
  const recipe = useSlotRecipe({ key: 'sideNav' });
  const styles = recipe({ collapsed: isCollapsed });
  return (
    <chakra.nav aria-label="Main" css={styles.root}>
      <chakra.ul css={styles.list}>
        <CollapsedContext.Provider value={isCollapsed}>{children}</CollapsedContext.Provider>
      </chakra.ul>
    </chakra.nav>
  );
}

export interface SideNavItemProps {
  /** The icon before the label. */
  icon: ReactNode;
  /** The link text. */
  label: string;
  /**
   * The link element (the app passes its router's link, e.g. `<NavLink to="/x" />`). It gets
   * the item's styles, icon and label; mark the current page with `aria-current="page"`.
   */
  link: ReactElement<{ children?: ReactNode; title?: string }>;
}

/** One link of the side navigation. */
export function SideNavItem({ icon, label, link }: SideNavItemProps) {
  const isCollapsed = useContext(CollapsedContext);
  const recipe = useSlotRecipe({ key: 'sideNav' });
  const styles = recipe({ collapsed: isCollapsed });
  return (
    <chakra.li>
      <chakra.a asChild css={styles.item}>
        {cloneElement(
          link,
          { title: isCollapsed ? label : undefined },
          <>
            <chakra.span css={styles.icon} aria-hidden="true">
              {icon}
            </chakra.span>
            <chakra.span css={styles.label}>{label}</chakra.span>
          </>,
        )}
      </chakra.a>
    </chakra.li>
  );
}
