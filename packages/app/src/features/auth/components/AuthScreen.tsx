import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AuthFrame } from '@portal/ui';

import { practiceName } from '@/lib/practice/practice-name';

export interface AuthScreenLink {
  to: string;
  label: string;
}

export interface AuthScreenProps {
  title: string;
  description?: ReactNode;
  /** 'md' for the longer sign-up forms. */
  size?: 'sm' | 'md';
  /** The other public screens the visitor may want instead of this one. */
  links?: AuthScreenLink[];
  children: ReactNode;
}

/**
 * One public screen: the auth frame with the practice's name and links to the other screens.
 * The tab's title follows the heading (lib/routing/page-changes).
 */
export function AuthScreen({ title, description, size, links = [], children }: AuthScreenProps) {
  return (
    <AuthFrame
      brand={practiceName}
      title={title}
      description={description}
      size={size}
      footer={
        links.length > 0 && (
          <nav aria-label="Other options">
            {links.map((link) => (
              <Link key={link.to} asChild variant="underline" mx="2">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </nav>
        )
      }
    >
      {children}
    </AuthFrame>
  );
}
