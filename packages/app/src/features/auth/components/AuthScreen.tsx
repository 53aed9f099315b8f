import { Link } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AuthFrame } from '@portal/ui';

/** The name shown on the public screens, as in the dashboard's top bar. */
export const PRODUCT_NAME = 'Practice portal';

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

/** One public screen: the auth frame with the product name and links to the other screens. */
export function AuthScreen({ title, description, size, links = [], children }: AuthScreenProps) {
  // The tab's title says which screen this is (WCAG 2.4.2); the previous one comes back after.
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <AuthFrame
      brand={PRODUCT_NAME}
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
