import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [reactRouter()],
  // A production build ships React's production bundle even when the shell exports another
  // NODE_ENV (the browser tests start the product with NODE_ENV=test for the gateway's sake).
  ...(mode === 'production' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
