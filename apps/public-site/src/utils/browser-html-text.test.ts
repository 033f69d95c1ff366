import { htmlToText } from '@platform/contracts';
import { readHtmlTextInBrowser } from './browser-html-text';

// The server renders excerpts with the contracts' parser and the browser
// hydrates with its own: any difference would be a hydration mismatch.
const SAMPLES = [
  '<p>Help <strong>mee</strong>!</p><ul><li>Rijbewijs B</li><li>Vrijdag</li></ul>',
  '<p>Tom &amp; Jerry &lt;3&nbsp;&quot;samen&quot; &eacute;&#233;n</p><img src=x onerror="window.hacked=1">',
  '<h2>Wat</h2><p>Een<br>twee<br/>drie</p><div>vier<div>vijf</div></div><blockquote>zes</blockquote>',
  '<p>open paragraaf<p>nog een',
  'platte tekst zonder markup',
  '',
];

describe('readHtmlTextInBrowser', () => {
  it.each(SAMPLES)('reads %j as the server does', (html) => {
    expect(readHtmlTextInBrowser(html)).toBe(htmlToText(html));
  });

  it('runs nothing', () => {
    readHtmlTextInBrowser('<img src=x onerror="window.hacked=1">');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
