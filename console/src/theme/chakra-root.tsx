import type { ComponentType, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { system } from './system';
import { styleCache } from './style-cache';

/**
 * Chakra's provider with the console's system and its nonce-carrying style cache. Everything drawn
 * with Chakra sits under one: the shell, the pages outside it and the sign-in page's lazy dialogs
 * and toasts. The first chunk (sign-in page, update prompt, route error) is plain markup styled by
 * plain.css, so it carries no Chakra and builds no style system before the form shows.
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

/** The component drawn under its own ChakraRoot (a lazy page or dialog of the first chunk). */
export function withChakra<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <ChakraRoot>
      <Component {...props} />
    </ChakraRoot>
  );
  Wrapped.displayName = `withChakra(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
