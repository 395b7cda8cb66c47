/**
 * Whether this browser can run the water ripple (jquery.ripples): WebGL with floating-point
 * textures that can be filtered linearly. Called in the browser only, never while prerendering.
 */
export function supportsWaterRipple(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl || typeof gl.getExtension !== 'function') return false;
    const supported = Boolean(gl.getExtension('OES_texture_float')) && Boolean(gl.getExtension('OES_texture_float_linear'));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return supported;
  } catch {
    return false;
  }
}
