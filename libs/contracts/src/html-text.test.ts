import { excerpt, htmlToText } from './html-text';

describe('htmlToText', () => {
  it('reads the text of paragraphs and lists with spaces between blocks', () => {
    expect(htmlToText('<p>Help <strong>mee</strong>!</p><ul><li>Rijbewijs B</li><li>Vrijdag</li></ul>')).toBe(
      'Help mee! Rijbewijs B Vrijdag',
    );
  });

  it('decodes entities and leaves out markup and attributes', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3&nbsp;&quot;samen&quot;</p><img src=x onerror="alert(1)"><br>Einde')).toBe(
      'Tom & Jerry <3 "samen" Einde',
    );
  });

  it('gives an empty text for no description', () => {
    expect(htmlToText(null)).toBe('');
  });
});

describe('excerpt', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(excerpt('kort', 10)).toBe('kort');
    expect(excerpt('een twee drie vier vijf', 12)).toBe('een twee…');
  });
});
