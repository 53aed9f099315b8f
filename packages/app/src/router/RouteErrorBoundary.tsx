import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The current path: a failed screen is tried again when the visitor goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A screen that failed to render, most often because its code could not be downloaded (the
 * connection dropped, or a new version replaced the files): say so and offer a reload, instead
 * of a blank page. Plain elements only, so that it shows even when nothing more can be loaded.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasFailed: false });
    }
  }

  render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Stack as="main" role="alert" align="center" justify="center" gap="4" minH="100vh" p="6">
        <Heading as="h1" size="lg">
          Something went wrong.
        </Heading>
        <Text>This page could not be loaded. Check your connection, then reload the page.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    );
  }
}
