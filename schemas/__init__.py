"""JSON Schemas for every YAML kind and for the compiled bundle."""
