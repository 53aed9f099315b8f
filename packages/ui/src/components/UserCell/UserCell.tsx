import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import { UserAvatar } from './UserAvatar';

export interface UserCellProps extends HTMLChakraProps<'div'> {
  /** Full name of the person. */
  fullName: string;
  /** E-mail address shown under the name. */
  email?: string | null;
  /** Profile image; missing, empty or 'null' shows the placeholder icon. */
  imageSrc?: string | null;
}

/** A person in a table cell: avatar, full name and e-mail. */
export function UserCell({ fullName, email, imageSrc, ...rest }: UserCellProps) {
  const recipe = useSlotRecipe({ key: 'userCell' });
  const styles = recipe({});
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
