# Reads a valgrind memcheck log written with --show-leak-kinds=all and prints "BYTES BLOCKS": the
# heap still in use at exit that the Swift runtime's metadata allocator holds. The runtime keeps
# type metadata and witness tables for the life of the process and takes them from the heap in
# 16 KiB slabs, so a longer run that first instantiates one more generic type (a bounded log's
# trimming path, say) can open one more slab: 16 KiB that says nothing about the app's own data.
/bytes in [0-9,]+ blocks are/ {
    flush()
    line = $0; sub(/^==[0-9]+== +/, "", line)
    split(line, field, " ")
    bytes = field[1]; blocks = field[4]; gsub(/,/, "", bytes); gsub(/,/, "", blocks)
    open = 1; metadata = 0; next
}
open && /swift::MetadataAllocator::Allocate/ { metadata = 1 }
open && /^==[0-9]+== *$/ { flush() }
function flush() {
    if (open && metadata) { total_bytes += bytes; total_blocks += blocks }
    open = 0; metadata = 0
}
END { flush(); printf "%d %d\n", total_bytes, total_blocks }
