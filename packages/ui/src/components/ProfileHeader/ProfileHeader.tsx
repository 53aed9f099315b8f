import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { profileHeaderSlotRecipe } from '../../theme/recipes/profile-header';
import { UserAvatar } from '../UserCell';

export interface ProfileHeaderProps extends HTMLChakraProps<'div'> {
  /** The person's full name, the header's main line. */
  fullName: string;
  /** The e-mail address under the name. */
  email?: string | null;
  /** The profile picture; without one, the initials on the person's colour. */
  imageSrc?: string | null;
  /** A line under the e-mail: the role, the department. */
  subtitle?: ReactNode;
  /** A status badge on the right (approved, blocked...). */
  badge?: ReactNode;
  /** The name's element: 'h2' when the page's heading is above it, 'p' otherwise. */
  nameAs?: 'h2' | 'h3' | 'p';
}

/** The top of a person's record: a large avatar, the name, e-mail and a status badge. */
export function ProfileHeader({
  fullName,
  email,
  imageSrc,
  subtitle,
  badge,
  nameAs = 'h2',
  ...rest
}: ProfileHeaderProps) {
  const styles = useSlotRecipe({ recipe: profileHeaderSlotRecipe })({});
  const Name = nameAs === 'p' ? chakra.p : nameAs === 'h3' ? chakra.h3 : chakra.h2;
  return (
    <chakra.div css={styles.root} {...rest}>
      <UserAvatar name={fullName} src={imageSrc} size="2xl" aria-hidden="true" />
      <chakra.div css={styles.text}>
        <Name css={styles.name}>{fullName}</Name>
        {email && <chakra.p css={styles.email}>{email}</chakra.p>}
        {subtitle && <chakra.p css={styles.subtitle}>{subtitle}</chakra.p>}
      </chakra.div>
      {badge && <chakra.div css={styles.badge}>{badge}</chakra.div>}
    </chakra.div>
  );
}
