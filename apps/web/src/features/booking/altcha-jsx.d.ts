import type { DetailedHTMLProps, HTMLAttributes } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        auto?: string;
        /** Which of ALTCHA's registered string sets it shows (captcha-widget.tsx registers ours). */
        language?: string;
      };
    }
  }
}
