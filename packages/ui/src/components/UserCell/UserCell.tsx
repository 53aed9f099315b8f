import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import { userCellSlotRecipe } from '../../theme/recipes/user-cell';
import { UserAvatar } from './UserAvatar';

export interface UserCellProps extends HTMLChakraProps<'div'> {
  /** Full name of the person. */
  fullName: string;
  /** E-mail address shown under the name. */
  email?: string | null;
  /** Profile image; missing, empty or 'null' shows the person's initials. */
  imageSrc?: string | null;
}

/** A person in a table cell: avatar, full name and e-mail. */
export function UserCell({ fullName, email, imageSrc, ...rest }: UserCellProps) {
  // Passed in rather than registered in the theme: only signed-in pages list people.
  const styles = useSlotRecipe({ recipe: userCellSlotRecipe })({});
  return (
    <chakra.div css={styles.root} {...rest}>
      {/* The name is written beside it, so the picture adds nothing for screen readers. */}
      <UserAvatar name={fullName} src={imageSrc} aria-hidden="true" />
      <chakra.div css={styles.text}>
        <chakra.span css={styles.name}>{fullName}</chakra.span>
        {email && <chakra.span css={styles.email}>{email}</chakra.span>}
      </chakra.div>
    </chakra.div>
  );
}
