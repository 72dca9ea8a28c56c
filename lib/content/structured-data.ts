// schema.org JSON-LD for search engines, built from page content.

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** A page's questions as a schema.org FAQPage. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

