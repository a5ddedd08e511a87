import type { Editor, EditorConfig, Plugin } from 'grapesjs';

// GrapesJS with its newsletter preset, shared by the page content editor and the e-mail campaign body editor.
// Its code is fetched only by the screens that use it (dynamic imports). Set up so that nothing runs or is
// fetched from elsewhere: no telemetry, no icon css from a CDN, no storage, scripts and on* attributes dropped by
// its parser, no external drops.

export type BuilderSetup = {
  /** More plugins after the newsletter preset (e.g. the forms plugin of landing pages). */
  plugins?: Plugin[];
  /** Options of the newsletter preset (inlineCss, showStylesOnChange, …). */
  newsletterOptions?: Record<string, unknown>;
  /** The canvas frame's title for assistive technology. */
  frameTitle: string;
};

/** Loads GrapesJS and the newsletter preset and starts the builder in the container. */
export async function createGrapesBuilder(container: HTMLElement, setup: BuilderSetup): Promise<Editor> {
  const [{ default: grapesjs }, { default: newsletter }] = await Promise.all([
    import('grapesjs'),
    import('grapesjs-preset-newsletter'),
    import('grapesjs/dist/css/grapes.min.css'),
    import('./builder.css'),
  ]);
  const config: EditorConfig = {
    container,
    height: '100%',
    width: 'auto',
    fromElement: false,
    storageManager: false,
    telemetry: false,
    cssIcons: '',
    noticeOnUnload: false,
    i18n: { locale: 'en', localeFallback: 'en', detectLocale: false },
    parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
    canvas: { allowExternalDrop: false },
    assetManager: { upload: false, embedAsBase64: true },
    plugins: [newsletter, ...(setup.plugins ?? [])],
    pluginsOpts: {
      [newsletter as unknown as string]: setup.newsletterOptions ?? {},
    },
  };
  const editor = grapesjs.init(config);
  editor.onReady(() => labelBuilder(editor, container, setup.frameTitle));
  return editor;
}

/**
 * What the builder's own markup lacks for assistive technology (axe): a title on the canvas frame, and its
 * scrolling side panel reachable by keyboard.
 */
function labelBuilder(editor: Editor, container: HTMLElement, frameTitle: string): void {
  editor.Canvas.getFrameEl()?.setAttribute('title', frameTitle);
  for (const panel of container.querySelectorAll('.gjs-pn-views-container'))
    panel.setAttribute('tabindex', '0');
}
