/** heic-decode (pure JS: libheif compiled to WebAssembly) ships no types; the part used here. */
declare module "heic-decode" {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  type Image = { width: number; height: number; decode(): Promise<Decoded> };
  function decode(input: { buffer: Uint8Array }): Promise<Decoded>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<Image[] & { dispose(): void }>;
  }
  export default decode;
}
