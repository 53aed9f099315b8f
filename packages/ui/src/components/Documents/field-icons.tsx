import type { ReactNode } from 'react';
import {
  AtSign,
  Calendar,
  CheckSquare,
  CircleDot,
  Hash,
  Paperclip,
  PenLine,
  Phone,
  Signature,
  SquareChevronDown,
  Text,
  Type,
  UserRound,
} from 'lucide-react';

/** What a field asks for. */
export type FieldKind =
  | 'signature'
  | 'initials'
  | 'text'
  | 'date'
  | 'checkbox'
  | 'dropdown'
  | 'radio'
  | 'number'
  | 'email'
  | 'phone'
  | 'name'
  | 'readonly'
  | 'upload';

/** Each kind's icon: on its box, in the palette. */
export const FIELD_ICONS: Record<FieldKind, ReactNode> = {
  signature: <Signature />,
  initials: <PenLine />,
  text: <Type />,
  date: <Calendar />,
  checkbox: <CheckSquare />,
  dropdown: <SquareChevronDown />,
  radio: <CircleDot />,
  number: <Hash />,
  email: <AtSign />,
  phone: <Phone />,
  name: <UserRound />,
  readonly: <Text />,
  upload: <Paperclip />,
};
