/** Whether an Accept-Encoding header allows a content coding (lower case): named, and not with `q=0`. */
export function acceptsEncoding(header: string | string[] | undefined, wanted: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((entry) => {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== wanted) return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
