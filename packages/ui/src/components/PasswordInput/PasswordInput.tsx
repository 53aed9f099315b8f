import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from '../LineIcon';
import { useState, type Ref } from 'react';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Shows the password in clear text from the start. */
  defaultVisible?: boolean;
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  /** Called with the new visibility each time the toggle is pressed. */
  onVisibleChange?: (visible: boolean) => void;
  /** The input element (react-hook-form's `register` passes its ref here). */
  ref?: Ref<HTMLInputElement>;
}

/** A password box with a button that shows or hides what was typed. */
export function PasswordInput({
  defaultVisible = false,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  onVisibleChange,
  disabled,
  ref,
  ...rest
}: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(defaultVisible);

  const toggle = () => {
    const next = !isVisible;
    setIsVisible(next);
    onVisibleChange?.(next);
  };

  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={isVisible ? hideLabel : showLabel}
          disabled={disabled}
          onClick={toggle}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input ref={ref} type={isVisible ? 'text' : 'password'} disabled={disabled} {...rest} />
    </InputGroup>
  );
}
