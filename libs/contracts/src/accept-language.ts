/**
 * The language tags an `Accept-Language` header asks for, most wanted first
 * (equal weights keep their order); tags with `q=0` are refused, not asked for.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return { tag: tag.trim(), quality: weight ? Number(weight.slice(2)) || 0 : 1 };
    })
    .filter(({ tag, quality }) => tag && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}
