import './theme/fonts.css';

// A prerendered page paints first: the app (React, Chakra, the router, the screen) loads and
// starts after that frame, so its download and start-up never hold back the page's first paint.
requestAnimationFrame(() => {
  setTimeout(() => void import('./app/start-app'), 0);
});
