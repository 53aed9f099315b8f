import { chakra } from '@chakra-ui/react';

import type { Mark } from '../utils/filling';
import { SAVED_SIGNATURE_IMAGE_PREFIX } from '@portal/contracts/constants';

/**
 * A signature or initials as it will look in the field (the server draws the final one). `alt`
 * names a drawn one where it is the value itself (the review's list); over the page it is
 * decorative, the box being named by its field.
 */
export function MarkPreview({ mark, alt = '' }: { mark: Mark; alt?: string }) {
  const image =
    mark.kind === 'drawn'
      ? mark.previewUrl
      : mark.kind === 'saved' && mark.preview.startsWith(SAVED_SIGNATURE_IMAGE_PREFIX)
        ? mark.preview
        : null;
  if (image) return <img src={image} alt={alt} />;
  const text = mark.kind === 'typed' ? mark.text : mark.kind === 'saved' ? mark.preview : '';
  return (
    <chakra.span fontFamily="cursive" fontSize="md">
      {text}
    </chakra.span>
  );
}
