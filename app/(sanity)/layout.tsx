import type { ReactNode } from 'react';

// The Studio's own root layout: none of the shop's providers, fonts or styles reach it.
export default function StudioRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
