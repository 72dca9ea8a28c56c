'use client';

import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/json-ld';
import { programJsonLd, type ProgramFacts } from '@/lib/site/program';

/**
 * The home page's SoftwareApplication data, made from the few facts it receives: rendered on the server, the
 * whole JSON-LD travelled a second time in the page's RSC payload (issue 16).
 */
export function ProgramJsonLd({ facts }: { facts: ProgramFacts }) {
  const t = useTranslations('common.program');
  return <JsonLd data={programJsonLd(facts, (key, values) => t(key, values))} />;
}
