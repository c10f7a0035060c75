/** Something both the browser canvas and @napi-rs/canvas can draw (an image element, canvas or bitmap). */
export type ImageSource = CanvasImageSource;

/**
 * What the scene builder needs from its environment. The editor resolves light previews, the server
 * the decoded originals; both are drawn stretched to the layer's box, so geometry is identical.
 * Fonts are not resolved here: they must be loaded before building (see `loadDesignFonts` in the
 * browser and `setupNodeRenderer` on the server), because Konva measures text when a node is built.
 */
export interface SceneResources {
  image: (imageId: number) => ImageSource | undefined;
}

export interface SceneOptions {
  /** Clip to the print area (default true); the editor may turn it off to show overhanging layers. */
  clip?: boolean;
  /** Build nodes for hidden layers too, invisible (default false: they are left out). */
  includeHidden?: boolean;
  /** Draw a grey box where an image is not loaded yet (editor); the server refuses to render instead. */
  imagePlaceholders?: boolean;
}
