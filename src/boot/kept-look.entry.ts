import { holdEarlyPresses } from './early-presses';
import { run } from './kept-look';

run();
// Released by the shop once it has taken the page over (src/app/hydrated-app.tsx).
(window as { shopEarlyPresses?: ReturnType<typeof holdEarlyPresses> }).shopEarlyPresses =
  holdEarlyPresses(document);
