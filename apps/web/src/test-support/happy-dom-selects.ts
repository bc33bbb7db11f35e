// happy-dom leaves out a select's `size` and an option's `defaultSelected` (HTML: the `size` and `selected`
// attributes). react-hook-form reads them to tell a select changed before it registered; without them every
// select looks changed and its default value is lost. Defined here as the HTML standard has them; a test of
// a form with selects imports this file once.
for (const [proto, key, get] of [
  [HTMLSelectElement.prototype, "size", (el: Element) => Number(el.getAttribute("size") ?? 0)],
  [HTMLOptionElement.prototype, "defaultSelected", (el: Element) => el.hasAttribute("selected")],
] as const)
  if (!(key in proto))
    Object.defineProperty(proto, key, {
      configurable: true,
      get() {
        return get(this);
      },
    });
