// Placeholder: the owner of this module replaces it.
