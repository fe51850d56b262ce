import QtQuick
import QtQuick.Controls.Basic
import DixitDesktop.Controls

// One of the family's cards in the list: its picture in a cream frame, its title under it
// (smaller before it is ever cut), a gold frame when chosen and a tick when it is in the deck
// being looked at. A tap chooses it.
AbstractButton {
    id: tile
    required property string cardId
    required property string title
    required property string maker
    required property string thumb
    required property bool inDeck
    property bool chosen: false
    property bool showDeck: false
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: (maker ? qsTr("%1, drawn by %2").arg(title || qsTr("A card")).arg(maker)
                            : (title || qsTr("A card")))
                     + (showDeck && inDeck ? " · " + qsTr("in this deck") : "")
    Accessible.onPressAction: tile.clicked()
    Keys.onReturnPressed: tile.clicked()
    Keys.onEnterPressed: tile.clicked()

    background: Item {}
    contentItem: Column {
        spacing: Theme.gapTiny
        Rectangle {
            id: frame
            width: tile.availableWidth
            height: Math.min(tile.availableHeight - label.height - Theme.gapTiny, width * Theme.cardAspect)
            anchors.horizontalCenter: parent.horizontalCenter
            radius: Theme.fieldRadius
            color: tile.chosen ? Theme.gold : Theme.paper
            border.width: tile.visualFocus ? Theme.focusRing : 0
            border.color: Theme.moonlight
            Image {
                anchors.fill: parent
                anchors.margins: tile.chosen ? Theme.lineWidthBold * 2 : Theme.lineWidthBold
                source: tile.thumb
                sourceSize.width: Math.round(width * Theme.cardOversample)
                sourceSize.height: Math.round(height * Theme.cardOversample)
                asynchronous: true
                fillMode: Image.PreserveAspectFit   // (a card changed gets new files: no stale cache)
            }
            Rectangle {   // in the deck being looked at
                visible: tile.showDeck && tile.inDeck
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: -Theme.gapTiny
                width: Theme.badgeSize
                height: width
                radius: width / 2
                color: Theme.good
                border.color: Theme.paper
                border.width: Theme.lineWidth
                Text {
                    anchors.centerIn: parent
                    text: "✓"
                    color: Theme.inkLight
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                }
            }
        }
        Text {
            id: label
            width: tile.availableWidth
            height: Theme.fontSmall * Theme.cardLabelRoom * 2   // two lines, or a long title smaller
            text: tile.title || qsTr("Untitled")
            color: tile.chosen ? Theme.gold : Theme.paper
            font.family: Theme.titleFont
            font.pixelSize: Theme.fontSmall
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignTop
            wrapMode: Text.Wrap
            fontSizeMode: Text.Fit   // a long title grows smaller, never cut
            minimumPixelSize: Theme.trackFontMin
        }
    }
}
