import * as cheerio from 'cheerio';

/**
 * A built page, parsed to read its links and text: htmlparser2 (the `xml` option off)
 * rather than cheerio's default parse5, in about a third of the time. Not for tests of
 * structure: htmlparser2 does not apply every implied end tag of the minified pages
 * (a `<p>` left open in an `<li>` swallows the next `<li>`).
 */
export const loadHtml = (html: string): cheerio.CheerioAPI => cheerio.load(html, {xml: {xmlMode: false}});
