import { run } from './kept-look';

run();
