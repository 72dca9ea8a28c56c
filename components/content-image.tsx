import { getImageProps, type ImageLoader } from 'next/image';
import { preconnect } from 'react-dom';
import {
  contentImageUrl,
  type ContentImage as ContentImageData,
  croppedAspectRatio,
  IMAGE_QUALITY,
  type ImageSource,
} from '@/lib/content/image-url';
import { PlaceholderImage } from './placeholder-image';

type Props = {
  image: ContentImageData;
  source: ImageSource;
  /** The width it is drawn at, in CSS pixels: the srcset offers it at 1x and 2x (spec 9). */
  width: number;
  /** Width/height of the box; default the editor's crop. A different shape is cut around the hotspot. */
  aspectRatio?: number;
  /** The page's Largest Contentful Paint (a hero): fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image from the content, through Sanity's image pipeline (Sanity's CDN, or the local Content Lake
 * stand-in): webp at quality 50 in densities 1x and 2x, a blurred placeholder while it loads (spec 9),
 * and explicit width and height so nothing shifts when it arrives. Its attributes are made on the server with
 * next/image's getImageProps; the browser gets a plain img and the few lines that drop the placeholder once it has
 * loaded (PlaceholderImage): next/image's component and Sanity's URL builder were 8 KiB gzip of the home page's first
 * load (issue 16).
 */
export function ContentImage({ image, source, width, aspectRatio = croppedAspectRatio(image), priority = false, className }: Props) {
  // The page's largest paint comes from the image host: its connection is opened while the head is read, before
  // the image is reached in the body (issue 16: a new origin's handshake was part of the hero's LCP).
  if (priority) preconnect(new URL(source.baseUrl).origin);
  // next/image asks for each srcset width; the URL keeps the box's shape at every width.
  const loader: ImageLoader = ({ width: requested, quality }) =>
    contentImageUrl(source, image, { width: requested, aspectRatio, quality: quality ?? IMAGE_QUALITY });
  const { props } = getImageProps({
    loader,
    src: image.assetId,
    alt: image.alt,
    width,
    height: Math.round(width / aspectRatio),
    quality: IMAGE_QUALITY,
    className,
    ...(image.lqip ? { placeholder: 'blur' as const, blurDataURL: image.lqip } : {}),
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  return <PlaceholderImage {...props} />;
}
