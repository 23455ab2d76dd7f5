/**
 * The keyboard pass of the browser suite (`E2E_KEYBOARD=1`): the journeys then reach every
 * control with Tab and Shift+Tab and operate it with Enter, Space, arrows and typing (issue 8).
 */
export const KEYBOARD_ONLY = process.env.E2E_KEYBOARD === '1';
