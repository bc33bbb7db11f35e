/**
 * Inline-script text (ES5, for a page's own `<script>`) that runs `body` once the page has drawn its
 * first frame and its own fonts have loaded (decision 0150): a frame, a task after it so layout has asked
 * for the fonts its text needs, then `document.fonts.ready`. What it starts then (another language's
 * name in its font, the wizard's first calls) does not share a slow line with the page's first text.
 * On a page with no web font, or a phone with the fonts of its own, that is right after the first frame.
 */
export function afterPageFonts(body: string): string {
  return `requestAnimationFrame(function(){setTimeout(function(){document.fonts.ready.then(function(){${body}})})})`;
}
