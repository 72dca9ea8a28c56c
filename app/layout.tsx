import type { ReactNode } from 'react';

// The shop ([locale]) and the Studio ((sanity)) each render their own <html>; this root only passes through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
