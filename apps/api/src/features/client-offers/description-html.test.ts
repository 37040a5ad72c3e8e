import { descriptionLength } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description-html.ts';

describe('offer description sanitiser', () => {
  it('keeps the allowed formatting as it is', () => {
    const html = '<p>Welders <strong>wanted</strong> in <em>Stavanger</em>.<br>Start <u>soon</u>, <b>good</b> <i>pay</i>.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, styles and other code with their content', () => {
    expect(sanitizeDescription('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<p>a<SCRIPT type="text/javascript">x()</SCRIPT >b</p>')).toBe('<p>ab</p>');
    expect(sanitizeDescription('<svg><script>alert(1)</script></svg><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(sanitizeDescription('<p>open <script>never closed')).toBe('<p>open </p>');
    expect(sanitizeDescription('<template><img src=x onerror=alert(1)></template>t')).toBe('t');
  });

  it('drops every attribute: event handlers, styles, classes', () => {
    expect(sanitizeDescription('<p onclick="alert(1)" style="color:red" class="x">text</p>')).toBe('<p>text</p>');
    expect(sanitizeDescription('<strong onmouseover=alert(1)>bold</strong>')).toBe('<strong>bold</strong>');
    expect(sanitizeDescription('<p title="a > b" onclick="x">t</p>')).toBe('<p>t</p>');
  });

  it('removes tags outside the list but keeps their text', () => {
    expect(sanitizeDescription('<div><span style="x">Hello</span> <h1>world</h1></div>')).toBe('Hello world');
    expect(sanitizeDescription('<img src="x" onerror="alert(1)">after')).toBe('after');
    expect(sanitizeDescription('<form action="https://evil"><input name=a></form>x')).toBe('x');
  });

  it('keeps links to http, https and mailto only', () => {
    expect(sanitizeDescription('<a href="https://example.com/a?b=1&amp;c=2" onclick="x">site</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer" target="_blank">site</a>',
    );
    expect(sanitizeDescription('<a href="mailto:jobs@example.com">mail</a>')).toContain('href="mailto:jobs@example.com"');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'java\tscript:x', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example', '/relative']) {
      expect(sanitizeDescription(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('escapes text so that nothing can turn into markup', () => {
    expect(sanitizeDescription('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeDescription('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    const split = sanitizeDescription('<scr<script>x</script>ipt>alert(1)</script>');
    expect(split).not.toContain('<');
    expect(split).toBe('xipt&gt;alert(1)');
    expect(sanitizeDescription('a "quoted" word')).toBe('a &quot;quoted&quot; word');
  });

  it('drops comments, declarations and stray end tags', () => {
    expect(sanitizeDescription('<!-- hidden --><p>shown</p><!DOCTYPE html><?xml x?></div>')).toBe('<p>shown</p>');
    expect(sanitizeDescription('<!--<script>alert(1)</script>-->ok')).toBe('ok');
  });

  it('balances the tags it keeps', () => {
    expect(sanitizeDescription('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeDescription('<p><em>a</p>b</em>')).toBe('<p><em>a</em></p>b');
    expect(sanitizeDescription('</strong>text')).toBe('text');
    expect(sanitizeDescription('<br/><br />')).toBe('<br><br>');
  });

  it('keeps letters of every language and decodes entities into characters', () => {
    expect(sanitizeDescription('<p>Sveiser – Ålesund, зварник, spawacz&nbsp;&#x1F477;</p>')).toBe('<p>Sveiser – Ålesund, зварник, spawacz\u00a0👷</p>');
  });
});

describe('description length', () => {
  it('counts the text only', () => {
    expect(descriptionLength('<p>abc</p>')).toBe(3);
    expect(descriptionLength('<p>a &amp; b</p>')).toBe(5);
    expect(descriptionLength('<p><strong>ab</strong><br>c</p>')).toBe(3);
    expect(descriptionLength('👷')).toBe(1);
    expect(descriptionLength(`<p>${'x'.repeat(256)}</p>`)).toBe(256);
  });
});
