// An async boundary: federation's shared modules are negotiated before the app's code runs.
import('./bootstrap.tsx');
