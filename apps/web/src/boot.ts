/**
 * The page's only script tag. The app (main.tsx and all it imports) is evaluated after the
 * browser has painted once: a page the server rendered then shows its first screen before the
 * slow part of a slow phone's start-up, and a page that starts in the browser loses one frame.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./main.js'));
});
