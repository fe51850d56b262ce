import QtQuick

// A screen's title: the display face at title size, in gold; read out as a heading.
Text {
    font.family: Theme.titleFont
    font.pixelSize: Theme.fontTitle
    color: Theme.gold
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
