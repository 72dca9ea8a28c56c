import { serializeJsonLd } from '@/lib/site/json-ld';

/** Structured data for search engines; the JSON is escaped for a script element (lib/site/json-ld.ts). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
