'use client';

import { type ComponentProps, type CSSProperties, useEffect, useRef, useState } from 'react';

/** The style next/image's getImageProps gives an image for its blurred placeholder. */
const PLACEHOLDER_STYLE = ['backgroundImage', 'backgroundSize', 'backgroundPosition', 'backgroundRepeat'] as const;

function withoutPlaceholder(style: CSSProperties | undefined): CSSProperties | undefined {
  if (!style) return style;
  const rest: CSSProperties = { ...style };
  for (const key of PLACEHOLDER_STYLE) delete rest[key];
  return rest;
}

/**
 * An img with the attributes made on the server (components/content-image.tsx), whose blurred placeholder is dropped
 * once the image has loaded, as next/image does: a transparent image would otherwise keep it showing through. An
 * image that loaded before the page hydrated is already complete.
 */
export function PlaceholderImage({ style, alt, ...props }: ComponentProps<'img'>) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (image.current?.complete) setLoaded(true);
  }, []);
  // The optimised attributes are next/image's own (getImageProps on the server).
  // eslint-disable-next-line @next/next/no-img-element
  return <img ref={image} alt={alt} {...props} style={loaded ? withoutPlaceholder(style) : style} onLoad={() => setLoaded(true)} />;
}
