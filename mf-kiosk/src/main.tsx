// Standalone entry (this remote's own index.html); the shell uses ./parcel instead.
import('./standalone.tsx');
