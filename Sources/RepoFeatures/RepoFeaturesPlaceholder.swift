// Placeholder so the target is not empty; replaced as the target grows.
