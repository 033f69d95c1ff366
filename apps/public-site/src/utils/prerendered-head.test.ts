import { removePrerenderedHead } from './prerendered-head';

describe('removePrerenderedHead', () => {
  it('removes what the API put into the head and keeps the rest', () => {
    document.head.innerHTML =
      '<meta charset="UTF-8"><title data-prerendered>Chauffeur - Vrijwilligers</title>' +
      '<meta data-prerendered property="og:title" content="Chauffeur"><link rel="icon" href="data:,">';
    removePrerenderedHead(document);
    expect(document.head.innerHTML).toBe('<meta charset="UTF-8"><link rel="icon" href="data:,">');
  });
});
