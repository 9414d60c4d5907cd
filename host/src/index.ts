// Async boundary: module federation negotiates the shared singletons before bootstrap runs.
import('./bootstrap');
